package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"grafana_api_key": "eyJrIjoit5XuwmQXUtM5lNkRHr625i7uN2cIvcgpi8D7LktsGjSvxKp4Qjjp75Rst6GNhirVPVGa61JVDh6gjqvn0okVWZkU7hcSXDDS5Z0WIIwWkpO8NwrQtGuW4is9ZFWnjZaVHUKy1zmpmo0ZP4g7R7CWJcdg7lcweBJz==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
