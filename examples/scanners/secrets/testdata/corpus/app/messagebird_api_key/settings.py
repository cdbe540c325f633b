import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MESSAGEBIRD_API_KEY = "iISH0UzXrALlwaZG1Qzt3rCBK"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
