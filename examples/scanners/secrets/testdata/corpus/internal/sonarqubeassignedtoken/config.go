package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sonarqube_assigned_token": "SONARLOGIN9vr    .=        8oqqlL4_pT7OvDS8OTeZoc0aTIwRoakEz8-kbePl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
