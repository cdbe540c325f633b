import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SOURCEGRAPH_ACCESS_TOKEN = "sgp_8c5ddc899d8868661ec147c8d9476dccfc881fd7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
