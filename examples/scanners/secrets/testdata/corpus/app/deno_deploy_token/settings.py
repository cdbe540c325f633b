import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DENO_DEPLOY_TOKEN = "ddw_do9CU1yLbzCiPtBpdZwwp4X2uPyDhoEDBwVa"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
