import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SOURCEGRAPH_ACCESS_TOKEN = "sgp_296abf64df63e3e5_d18c3f2eba702918113d61f217dd5fba3d7afe08"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
