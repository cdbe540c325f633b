package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sonarqube_assigned_token": "SONARLOGINq5 ewCC?=        sb95QJjhhH0C4GcqVGECAKV9HWX8LFwOHPX4ZMI8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
