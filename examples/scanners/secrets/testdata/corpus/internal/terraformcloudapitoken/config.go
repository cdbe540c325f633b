package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"terraform_cloud_api_token": "Uem0mfDA4qBN6j.atlasv1.2x=Yf6uBDI6ysY=WAKT0-sFK522tA4MiG_vKr=olard1zl9ADyIHzLuZFZtrZt4JQiN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
