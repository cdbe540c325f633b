package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sonarqube_assigned_token": "SONAR.LOGIN      :::=       ytkx1uPpsqr0cowtBuVcoJxO_=yDXAZSu4ZI3m68",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
