package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "AEtlqVZtACn1V7fYfxDWtvedNCiSxmJMHmctMGuhF6rqcM_1613n_NvGGHfwkVwb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
