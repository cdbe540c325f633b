package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"contentful_pat": "CFPAT-TfmYNjTYUNXwaNmBpVbKZZoN8MFaYhNU3JnNIqGTpBN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
