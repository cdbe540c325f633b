package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"contentful_delivery_token": "_mk_uWEuJGljx9zkT1u0pdWfFKVwTzNUrQ16OvwehQQ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
