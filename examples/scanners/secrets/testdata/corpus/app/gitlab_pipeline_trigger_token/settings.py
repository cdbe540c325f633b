import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_PIPELINE_TRIGGER_TOKEN = "glptt-747ca29cbcb088bea337b8cae021a28dc3c07f00"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
