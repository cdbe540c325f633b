package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"anthropic_api_key": "sk-ant-api03-nOxg-RgRBjSRinC66K8hNlMcy7QJH0oSCD25n493VagO0nMiI1AzpAFoi0wkbwJ8X5rCOWRFZjcr8GiRZSU1PrE_0fRmiAA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
