package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"TWILIO_API_KEY": "SK190309cb23adb137f5669896aaa93a9f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
