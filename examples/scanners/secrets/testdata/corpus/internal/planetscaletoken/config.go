package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"planetscale_token": "pscale_tkn_.sVz.mSIBA5EiRPqweTNR5ElCBntl0SYR-tj9C4F.HrFx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
