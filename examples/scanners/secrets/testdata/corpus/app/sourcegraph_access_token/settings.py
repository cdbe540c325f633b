import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SOURCEGRAPH_ACCESS_TOKEN = "sgp_868661ec147c8d94_6dccfc881fd7a72f0213532fe296764b1fc63683"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
