package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"sentry_org_token": "sntrys_eyJ37l90GTdwn/xd0b/=tAmSOmcO6g8+OIEsn6Zw3EKUz66gpf8bdQEr25WM1L++PP+pVG7WnG1FiqAe-_gEQBQJM8svYb-EBGe3EQyEDx1x4nEZeL5KCW1JSjVUiRrqw8Mpo=W_f3vbTsQ0w6RxSD2dV=RgW7NM_xI6rSiK8Cf46bMfSC9uH83Rt5wxlsd1HZEHcxEKo8OPtVPrYaX943oYeMDDsZ19brS8ewF0DFInmajKu1SogQpR3R-yyWQWfIX2N47Ohd2ISg56b=6ressrVLKIvJ=WKsJ0zsrYoho8nw2gVbyqw1ASue12g6mY7j+p/O9UYpsojp19Fz9ly405BXHKbeJBlr",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
