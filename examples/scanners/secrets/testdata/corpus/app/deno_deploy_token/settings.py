import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DENO_DEPLOY_TOKEN = "ddp_Nqry5WNWvmoxMXBvnv9J2XMPNfJFbZiRXTSE"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
