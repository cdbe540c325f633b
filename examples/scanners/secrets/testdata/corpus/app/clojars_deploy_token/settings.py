import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOJARS_DEPLOY_TOKEN = "CLOJARS_awkzx94nn43muo96fy7xczv98btmdpofi6nrvmwlcmisraarstrs35anp50i"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
