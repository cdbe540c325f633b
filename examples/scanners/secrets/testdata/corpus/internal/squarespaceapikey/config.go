package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "9b736493-3a8a-7c9f-8817-254aae72e15c",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
