import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_MACAROON_TOKEN = "fm1a_PvFCnimSHP5fUE/+x8nG580j6mUFh7JLHjwehnpqeld5hVcbAMg2zEn+69eA3PjCOxOyVL/POjGwTMMnYAKDCPB71oyTl31RVtoBzGJsk"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
