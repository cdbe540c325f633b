import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "4005038a31eed92a5c1cd83dcc972b42"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
