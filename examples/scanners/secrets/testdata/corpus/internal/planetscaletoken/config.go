package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"planetscale_token": "pscale_pw_yBN.sWz.mSJCB4FiSPqweTOS5FlDCotl0SYS-tk9D3G",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
