import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_AUTH_TOKEN = "708b7a686100c060d3347393b509bcb598bd426f1d32434f657d1624de6be4ac"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
