import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOCARDLESS_ACCESS_TOKEN = "live_Ml6CakQYg-d=Ry=SvKRcvPVCNwsmv0MIJaxj2o4Q"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
