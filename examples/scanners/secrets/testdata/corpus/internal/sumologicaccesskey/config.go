package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "tqmDFyJFElGfshkz9ryJUbmu0dJzE9xhw0IO8rjl9jPjGi5sUYTMqDLjfplYDjLz",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
