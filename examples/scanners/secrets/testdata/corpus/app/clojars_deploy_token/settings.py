import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOJARS_DEPLOY_TOKEN = "CLOJARS_38odobvgkxsvnoqtibeln3p4pfkbl8nxvcxxj8im1a1zdoe05e41vh8f89tf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
