import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DUFFEL_API_TOKEN = "duffel_test_I6uKOgAHo=_DrDUAQLRHhxLKCfS7-Zc9wey4aICE-op"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
