package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"frameio_api_token": "fio-u-SWlH4UYRyKDvnbfwXDyDEBh17zCfAX_A2UGNK1prxAdQ2E06l50WpK37ovioQ6K=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
