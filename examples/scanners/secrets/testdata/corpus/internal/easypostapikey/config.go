package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"easypost_api_key": "EZAKXntxCDRNlDYYXqO1I024vC2fdkT89rVbdrToNhQaYqNV7OD13RaVQX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
