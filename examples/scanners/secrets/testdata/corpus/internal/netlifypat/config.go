package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"netlify_pat": "nfp_gKYJLh1prJHv1ijfqjEOgACm6DmqpuWRWKhG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
