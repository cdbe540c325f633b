package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "ayW0kwfF2vPUyFsNzrPkxGp7Z3HCVT8ZmoJEgiTS_BHHojTtcQrsU4oyZXcd5m7c",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
