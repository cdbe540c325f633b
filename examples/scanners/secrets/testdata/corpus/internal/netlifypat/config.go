package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"netlify_pat": "nfp_klrn98BeOnYC33oEgQdwfUwerTJdA3UX9bnq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
