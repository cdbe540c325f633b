package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "ybunyw7kjfae081c8sybvy6no22v0lu2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
