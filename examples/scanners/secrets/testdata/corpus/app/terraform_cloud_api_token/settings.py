import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TERRAFORM_CLOUD_API_TOKEN = "wOOuyNoVk4DiRN.atlasv1.A-aa=aADZTApvWcWK-nG2vLeJjts6YPWBp1TDPUy5H=7nel2_TdY=sBXVPV_xbEc5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
