package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"prefect_api_key": "pnu_cW66aIlZbzyeQ5lZeyQ9YjbYqKLsAHPqe5Jv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
