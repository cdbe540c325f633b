package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"flyio_access_token": "fo1_vEK1DkKhnrsX_yURwXzSSfqSDBgFkTxjs4gfzTKKrP0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
