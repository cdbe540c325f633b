package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "0sLEqJPegBrwLmdHALjPT9gXGApxW0EAUVkRXaKmCTV40LWuqJk0xgMS65jfwnlW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
