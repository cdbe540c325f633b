import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_AUTH_TOKEN = "c252feaded0106c8746af80667bda334456c1a01ba033d09fc19333a32948e50"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
