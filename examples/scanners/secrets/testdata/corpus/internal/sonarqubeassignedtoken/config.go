package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sonarqube_assigned_token": "SONARTOKENU2pH       kWZsluAr =>      ZpyLByrXJWb5Z-BFytkx1uPpsqr0cowtBuVcoJxO",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
