package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"dynatrace_api_token": "dt0c01.TS6GYRDWHCZFWY1BLF8PQF5Q.CS1KALL9FONGBUUOQV66IZ217SOJC9Q24XGJSA2IJGZC8XTMOYJ8Z897P14Z7O7J",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
