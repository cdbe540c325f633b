import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "SbaScai1EBZzeFO73zOaUt-2ProumJOWfI=qM7KU_FNWL27BSv3dq_0eWIPs"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
