import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DUFFEL_API_TOKEN = "duffel_live_5CFGS=jV0Y9X0yeuP507p2c-cjzF3c=w_iecRK=ahcR"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
