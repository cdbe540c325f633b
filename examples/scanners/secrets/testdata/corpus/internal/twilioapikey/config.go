package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"TWILIO_API_KEY": "SKd311be091d577faeeea34265909c8262",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
