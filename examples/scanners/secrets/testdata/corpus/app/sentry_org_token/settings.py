import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_ORG_TOKEN = "sntrys_eyJr6_BnzOSxMiYpOUrATwxsAD2=nc6Yc+Vo_W5aDsDoz=ZgFy9ph27F_X/Le8qc76CRW=AEw2eTOx1IBhHqtTXYJ+g1ZWO0/zp+8TkMAgbRN_t9R6p5jonGqzMquiVRGDdpX86L+uloFSlxcY49wZ=SlS82tV/3x_PcS7Q5SkuZPIu3ZmdK2FpGWH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
