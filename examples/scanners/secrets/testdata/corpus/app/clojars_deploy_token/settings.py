import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOJARS_DEPLOY_TOKEN = "CLOJARS_fma4jpwdr36amt56wkr5frj7igj0cbvegw2sa1kjkhvx20p91dwbf5bz2d58"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
