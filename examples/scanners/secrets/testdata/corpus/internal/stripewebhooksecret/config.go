package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"stripe_webhook_secret": "whsec_kvuZQ8I2CaIVtnvRzzTC5MJZFjLVu0uCrSJlJ59ZPgjZdfvvMlgrdas5AkRDLXTx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
