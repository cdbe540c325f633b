import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SOURCEGRAPH_ACCESS_TOKEN = "sgp_local_e76c2BECca09537c471eC1DD4Ae3255eAC6BbD1B"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
