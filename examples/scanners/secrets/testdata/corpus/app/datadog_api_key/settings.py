import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "54aba5d03f176098f026c737cb1ab68c97d3690a"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
