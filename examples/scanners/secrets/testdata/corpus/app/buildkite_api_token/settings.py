import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BUILDKITE_API_TOKEN = "bkua_f076bd6101bd36c6051cf5cb4fff8d2291f0f3b0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
