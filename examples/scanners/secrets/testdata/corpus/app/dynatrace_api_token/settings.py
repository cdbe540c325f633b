import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DYNATRACE_API_TOKEN = "dt0c01.Jhz2lYOk6RCw7evZyupNVHUr.fUSwzcPEamYWDQIblbFU9MR9CfXCBXu7gxRjs8b94aeFEBiYAxrW7YQwTgZwux0h"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
