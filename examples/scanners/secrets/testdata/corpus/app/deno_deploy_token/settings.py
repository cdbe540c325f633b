import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DENO_DEPLOY_TOKEN = "ddw_DIFpNMT0blZUnzmE4Zw3zveCg2zPNe0fL9Dn"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
