import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLANETSCALE_TOKEN = "pscale_oauth_f95LSYiXrd0Ob3OX1yu-BcENm9t1We.yefbYLFLLnP."

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
