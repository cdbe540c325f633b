package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "rwp6rg3zkmdilsqllvh4a5734cf3w077s7tu091st2ks5otklp0sbwj5asb2g0us",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
